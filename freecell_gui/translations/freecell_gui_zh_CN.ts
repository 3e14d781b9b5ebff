<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>A desktop viewer of %1.</source>
        <translation>用于查看%1牌局的桌面程序。</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the games&apos; deals</comment>
        <translation>和</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <comment>%1: a game&apos;s title</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Links:</source>
        <translation>链接：</translation>
    </message>
    <message>
        <source>Licence: %1.</source>
        <translation>许可证：%1。</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>关于 %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Microsoft FreeCell deals by number, {first} … {last}. Deal N seeds Microsoft&apos;s generator, state ← 214013·state + 2531011, and each draw from it picks one of the cards left (draw mod cards left), which is dealt while the last card takes its place. Dealt card k goes to cascade k mod 8, its first card being the top of the cascade. Deals from 2&lt;sup&gt;31&lt;/sup&gt; on use FreeCell Pro&apos;s conventions: the draw gains bit 15 up to 2&lt;sup&gt;32&lt;/sup&gt;−1, and from 2&lt;sup&gt;32&lt;/sup&gt; the generator runs on 32 bits from N − 2&lt;sup&gt;32&lt;/sup&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按编号显示微软空当接龙的牌局，{first} … {last}。牌局编号 N 作为微软随机数生成器的种子，状态 ← 214013·状态 + 2531011，每次生成的数从剩余的牌中选出一张（该数 mod 剩余张数）发出，并由最后一张牌补上它的位置。第 k 张发出的牌放到第 k mod 8 列，每列最先发出的牌在该列最上面。从 2&lt;sup&gt;31&lt;/sup&gt; 起的牌局沿用 FreeCell Pro 的约定：到 2&lt;sup&gt;32&lt;/sup&gt;−1 为止，生成的数加上第 15 位；从 2&lt;sup&gt;32&lt;/sup&gt; 起，生成器以 N − 2&lt;sup&gt;32&lt;/sup&gt; 为种子按 32 位运行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dou Dizhu deals by number, {first} … {last}: 54 cards shuffled without bias by SplitMix64, three hands of 17 and the landlord&apos;s three cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按编号显示斗地主的牌局，{first} … {last}：用 SplitMix64 无偏洗好的 54 张牌，分成三手各 17 张，另有 3 张地主牌。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>转到(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>解法(&amp;S)</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the board as PNG or SVG</source>
        <translation>将牌桌导出为 PNG 或 SVG</translation>
    </message>
    <message>
        <source>E&amp;xport solution as text…</source>
        <translation>将解法导出为文本(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy deal as text</source>
        <translation>将牌局复制为文本(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Find deal by layout…</source>
        <translation>按布局查找牌局(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Paste solution</source>
        <translation>粘贴解法(&amp;P)</translation>
    </message>
    <message>
        <source>Copy solution (&amp;short form)</source>
        <translation>复制解法（简式）(&amp;S)</translation>
    </message>
    <message>
        <source>Copy solution, &amp;every move</source>
        <translation>复制解法（每一步）(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>撤销移动(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>重做移动(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;start the deal</source>
        <translation>重新开始本局(&amp;S)</translation>
    </message>
    <message>
        <source>Show the next &amp;move</source>
        <translation>显示下一步(&amp;M)</translation>
    </message>
    <message>
        <source>Hint: highlight the next move of the shortest solution known (H)</source>
        <translation>提示：高亮显示已知最短解法的下一步 (H)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>从这里继续(&amp;C)</translation>
    </message>
    <message>
        <source>Solve the position on the board and play on from it</source>
        <translation>求解牌桌上的局面并从此继续</translation>
    </message>
    <message>
        <source>Still winnable? &amp;Judge each move</source>
        <translation>还能赢吗？每步判断(&amp;J)</translation>
    </message>
    <message>
        <source>After each move, say whether the game can still be won, and which move lost it</source>
        <translation>每走一步后，显示本局是否还能赢，以及是哪一步输掉的</translation>
    </message>
    <message>
        <source>&amp;Go back to where it could be won</source>
        <translation>回到还能赢的局面(&amp;G)</translation>
    </message>
    <message>
        <source>Undo to the last position from which the game could be won</source>
        <translation>撤销到最后一个还能赢的局面</translation>
    </message>
    <message>
        <source>&amp;Build catalogue…</source>
        <translation>生成牌局目录(&amp;B)…</translation>
    </message>
    <message>
        <source>Solve a range of deals in the background and keep their verdicts</source>
        <translation>在后台求解一段牌局并保存其结论</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一个(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一个(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>Back in history</source>
        <translation>在历史记录中后退</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>Forward in history</source>
        <translation>在历史记录中前进</translation>
    </message>
    <message>
        <source>&amp;Type a deal number</source>
        <translation>输入牌局编号(&amp;T)</translation>
    </message>
    <message>
        <source>Random deal by &amp;difficulty</source>
        <translation>按难度随机牌局(&amp;D)</translation>
    </message>
    <message>
        <source>A random deal with a solution, easy, medium, hard or very hard</source>
        <translation>有解的随机牌局：简单、中等、困难或非常困难</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>在网上打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Gallery</source>
        <translation>图库(&amp;G)</translation>
    </message>
    <message>
        <source>Thumbnails of many deals at once; again: back to the board</source>
        <translation>一次查看多个牌局的缩略图；再次使用：回到牌桌</translation>
    </message>
    <message>
        <source>Go to s&amp;tart</source>
        <translation>转到开始(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Random deal</source>
        <translation>随机牌局(&amp;R)</translation>
    </message>
    <message>
        <source>A random deal (Shift+Ctrl+R: any)</source>
        <translation>随机牌局（Shift+Ctrl+R：任意范围）</translation>
    </message>
    <message>
        <source>Random deal, &amp;whole range</source>
        <translation>随机牌局（全部范围）(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel solving</source>
        <translation>取消求解(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>Go to &amp;end</source>
        <translation>转到结尾(&amp;E)</translation>
    </message>
    <message>
        <source>Show deal as &amp;text</source>
        <translation>以文本显示牌局(&amp;T)</translation>
    </message>
    <message>
        <source>Show &amp;solution panel</source>
        <translation>显示解法面板(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>关于 freecell-gui(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>牌组(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>自动移牌(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Safe: the automatic moves home</source>
        <translation>安全(&amp;S)：自动移到回收单元</translation>
    </message>
    <message>
        <source>&amp;Max: every card that can go home</source>
        <translation>最大(&amp;M)：能移到回收单元的牌全部移过去</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>Celebrate &amp;won games</source>
        <translation>庆祝胜利(&amp;W)</translation>
    </message>
    <message>
        <source>A won game: the cards bounce off the board, with the time and moves</source>
        <translation>获胜时：牌从牌桌上弹跳而出，并显示用时和步数</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>Your games played by hand: wins, streaks and each deal&apos;s best</source>
        <translation>手动玩过的对局：胜局、连胜和每个牌局的最佳成绩</translation>
    </message>
    <message>
        <source>S&amp;ingle-card steps</source>
        <translation>单张步骤(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>简单(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>中等(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>困难(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Very hard</source>
        <translation>非常困难(&amp;V)</translation>
    </message>
    <message>
        <source>Also deals &amp;without a solution</source>
        <translation>也包括无解的牌局(&amp;W)</translation>
    </message>
    <message>
        <source>Deals the solver found no solution for may come too, as very hard ones</source>
        <translation>求解器未找到解的牌局也可能出现，算作非常困难</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>No legal move is left: undo, or restart the deal</source>
        <translation>已无合法移动：请撤销或重新开始本局</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not one sequence</source>
        <translation>%1 无法移动：其上的牌不是一个序列</translation>
    </message>
    <message>
        <source>%1 has nowhere to go</source>
        <translation>%1 无处可移</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <source>%1 board</source>
        <comment>a board&apos;s name: FreeCell board</comment>
        <translation>%1 牌桌</translation>
    </message>
</context>
<context>
    <name>BuildTexts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln deal(s) stored</source>
        <translation>
            <numerusform>已保存 %1 / %Ln 个牌局</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>约剩 %1</translation>
    </message>
    <message>
        <source>Starting the solvers…</source>
        <translation>正在启动求解器…</translation>
    </message>
    <message>
        <source>Every deal of the range is in the catalogue already</source>
        <translation>该范围的所有牌局都已在目录中</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln deal(s) stored</source>
        <translation>
            <numerusform>完成：已保存 %Ln 个牌局</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>（用时 %1）</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln deal(s) stored; build again to go on from there</source>
        <translation>
            <numerusform>已取消：已保存 %Ln 个牌局；再次生成即可从该处继续</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the deals being solved are dropped…</source>
        <translation>正在取消：正在求解的牌局将被丢弃…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) a second</source>
        <translation>
            <numerusform>每秒 %Ln 个牌局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Small Joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>牌背</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 is the rank, %2 the suit</comment>
        <translation>%2%1</translation>
    </message>
</context>
<context>
    <name>CardRank</name>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>CardSuitInName</name>
    <message>
        <source>Clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>黑桃</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>cannot read the catalogue {path}: {reason}</source>
        <translation>无法读取目录 {path}：{reason}</translation>
    </message>
    <message>
        <source>{path} is not a deal catalogue (not an SQLite database); it was left unchanged</source>
        <translation>{path} 不是牌局目录（不是 SQLite 数据库）；未作任何更改</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a deal catalogue; it was left unchanged</source>
        <translation>{path} 是其他程序的 SQLite 数据库，不是牌局目录；未作任何更改</translation>
    </message>
    <message>
        <source>{path} is the catalogue of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} 是较新版本 freecell-gui 的目录（架构 {version}，本版本读取 {reads}）；未作任何更改</translation>
    </message>
    <message>
        <source>cannot create the catalogue {path}: {reason}</source>
        <translation>无法创建目录 {path}：{reason}</translation>
    </message>
    <message>
        <source>there is no catalogue at {path}: build one with `freecell catalogue build A..B`</source>
        <translation>{path} 处没有目录：请用 `freecell catalogue build A..B` 生成</translation>
    </message>
    <message>
        <source>cannot open the catalogue {path}: {reason}</source>
        <translation>无法打开目录 {path}：{reason}</translation>
    </message>
    <message>
        <source>{path} is a damaged catalogue ({reason}); it was left unchanged</source>
        <translation>{path} 是已损坏的目录（{reason}）；未作任何更改</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <source>cannot write to the catalogue {path}: {reason}</source>
        <translation>无法写入目录 {path}：{reason}</translation>
    </message>
    <message>
        <source>deal {deal}: {field} {value}</source>
        <extracomment>Why a row is damaged: {field} is the column&apos;s name (moves, difficulty …), {value} as it is stored.</extracomment>
        <translation>牌局 {deal}：{field} {value}</translation>
    </message>
    <message>
        <source>a row of deal {deal}, which is not a deal number</source>
        <translation>牌局 {deal} 的一行，而这不是牌局编号</translation>
    </message>
    <message>
        <source>cannot use {path} as the catalogue: {reason}; it was left unchanged</source>
        <translation>无法将 {path} 用作目录：{reason}；未作任何更改</translation>
    </message>
</context>
<context>
    <name>CatalogueBuildDialog</name>
    <message>
        <source>the build failed: %1</source>
        <extracomment>:func:`default_build`&apos;s signature: (path, first, last, progress=, stop=, short=) → BuildResult.</extracomment>
        <translation>生成失败：%1</translation>
    </message>
    <message>
        <source>Build the deal catalogue</source>
        <translation>生成牌局目录</translation>
    </message>
    <message>
        <source>Solve a range of deals once, on every core, and keep what is known of each: the status bar then shows a deal&apos;s verdict at once.</source>
        <translation>在所有核心上将一段牌局求解一次，并保存每个牌局的已知信息：之后状态栏会立即显示牌局的结论。</translation>
    </message>
    <message>
        <source>&amp;Deals:</source>
        <translation>牌局(&amp;D)：</translation>
    </message>
    <message>
        <source>Also:</source>
        <translation>另外：</translation>
    </message>
    <message>
        <source>Stored in:</source>
        <translation>保存位置：</translation>
    </message>
    <message>
        <source>First deal</source>
        <translation>第一个牌局</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>最后一个牌局</translation>
    </message>
    <message>
        <source>the &amp;short solutions (our search: much slower, up to a second a deal)</source>
        <translation>短解法(&amp;S)（本程序搜索：慢得多，每个牌局最多一秒）</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>生成(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Cancel build</source>
        <translation>取消生成(&amp;C)</translation>
    </message>
</context>
<context>
    <name>CatalogueVerdict</name>
    <message>
        <source>From the deal catalogue %1, made by %2</source>
        <translation>来自牌局目录 %1，由 %2 生成</translation>
    </message>
</context>
<context>
    <name>CompactNotation</name>
    <message>
        <source>{link} holds no solution to read: expected deal=N:moves, such as deal=617:4r46</source>
        <translation>{link} 中没有可读取的解法：应为 deal=N:移动，如 deal=617:4r46</translation>
    </message>
    <message>
        <source>not a move in compact notation (1-8 columns, a-d the free cells that hold a card, r the first empty one, h home, as in 4r, 46, a3 or 8h)</source>
        <translation>不是紧凑记法的移动（1-8 为列，a-d 为放着牌的空当，r 为第一个空的空当，h 为回收单元，如 4r、46、a3 或 8h）</translation>
    </message>
    <message>
        <source>this solution is for deal {number}, not for the deal it is played on</source>
        <translation>这个解法属于牌局 {number}，不是当前要播放的牌局</translation>
    </message>
    <message>
        <source>every free cell is occupied</source>
        <translation>所有空当都已被占用</translation>
    </message>
    <message numerus="yes">
        <source>there is no {cell}: %Ln free cell(s) in use (the cells are left-packed)</source>
        <translation>
            <numerusform>没有 {cell}：使用中的空当有 %Ln 个（空当向左靠拢）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealNumbers</name>
    <message>
        <source>a number far beyond the range</source>
        <translation>远超范围的数</translation>
    </message>
    <message>
        <source>{first} … {last}</source>
        <translation>{first} … {last}</translation>
    </message>
    <message>
        <source>{text} is too large for a deal number</source>
        <translation>{text} 太大，不能作为牌局编号</translation>
    </message>
    <message>
        <source>{text} is too large: expected a whole number in {range}</source>
        <translation>{text} 太大：应为 {range} 范围内的整数</translation>
    </message>
    <message>
        <source>{text} is not a deal number</source>
        <translation>{text} 不是牌局编号</translation>
    </message>
    <message>
        <source>{text} is not a deal number: expected a whole number in {range}</source>
        <translation>{text} 不是牌局编号：应为 {range} 范围内的整数</translation>
    </message>
    <message>
        <source>Dou Dizhu deal {number} is out of range: deals are {range}</source>
        <translation>斗地主牌局 {number} 超出范围：牌局编号为 {range}</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not a bool</source>
        <translation>牌局编号必须是 {range} 范围内的整数，不能是布尔值</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not {type}</source>
        <translation>牌局编号必须是 {range} 范围内的整数，不能是 {type}</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range} (Windows&apos; special negative deals are not reproduced)</source>
        <translation>牌局 {number} 超出范围：牌局编号为 {range}（不重现 Windows 的特殊负数牌局）</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range}</source>
        <translation>牌局 {number} 超出范围：牌局编号为 {range}</translation>
    </message>
</context>
<context>
    <name>DealRange</name>
    <message>
        <source>Windows 1 … 32,000</source>
        <translation>Windows 1 … 32,000</translation>
    </message>
    <message>
        <source>Microsoft 1 … 1,000,000</source>
        <translation>Microsoft 1 … 1,000,000</translation>
    </message>
    <message>
        <source>FreeCell Pro 1 … 8,589,934,591</source>
        <translation>FreeCell Pro 1 … 8,589,934,591</translation>
    </message>
</context>
<context>
    <name>DealSearch</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Random deal by difficulty</source>
        <translation>按难度随机牌局</translation>
    </message>
    <message>
        <source>Looking for a deal: %1</source>
        <translation>正在寻找牌局：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) rated</source>
        <translation>
            <numerusform>已评估 %n 个牌局</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for a deal failed: %1</source>
        <translation>寻找牌局失败：%1</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number</source>
        <translation>牌局编号</translation>
    </message>
    <message>
        <source>Deals are %1 … %2</source>
        <translation>牌局编号为 %1 … %2</translation>
    </message>
    <message>
        <source>Not a deal. %1.</source>
        <comment>%1: Deals are 1 … 32,000</comment>
        <translation>不是有效的牌局。%1。</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Four color</source>
        <translation>四色</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>solvable</source>
        <translation>有解</translation>
    </message>
    <message>
        <source>no deal of {range} is {band}</source>
        <translation>{range} 中没有“{band}”的牌局</translation>
    </message>
    <message numerus="yes">
        <source>no {band} deal of {range} found in {seconds} s (%Ln deal(s) rated)</source>
        <translation>
            <numerusform>{seconds} 秒内未在 {range} 中找到“{band}”的牌局（已评估 %Ln 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown difficulty {text}: choose one of {choices}</source>
        <extracomment>Microsoft&apos;s range, where a deal of a band is drawn unless another is asked for. How long a search for a deal of a band goes on at most (seconds), unless another time is asked for.</extracomment>
        <translation>未知难度 {text}：请选择 {choices} 之一</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>非常困难</translation>
    </message>
</context>
<context>
    <name>DifficultyCommands</name>
    <message>
        <source>Deal %1: no solution (the solver tried every position)</source>
        <translation>牌局 %1：无解（求解器已尝试所有局面）</translation>
    </message>
    <message>
        <source>Deal %1: the solver gave up on it</source>
        <translation>牌局 %1：求解器已放弃</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2, difficulty %3 (a solution in %n move(s))</source>
        <translation>
            <numerusform>牌局 %1：%2，难度 %3（%n 步的解）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DouDizhuBoard</name>
    <message>
        <source>Landlord&apos;s cards</source>
        <translation>地主牌</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>玩家 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>玩家 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>玩家 3</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>{width} × {height} pixels cannot hold the board: it needs at least {least_width} × {least_height}</source>
        <translation>{width} × {height} 像素容不下牌桌：至少需要 {least_width} × {least_height}</translation>
    </message>
    <message>
        <source>%1 after move %2</source>
        <comment>%1: the deal&apos;s title, %2: the number of the player&apos;s move</comment>
        <translation>%1，第 %2 步之后</translation>
    </message>
    <message>
        <source>cannot export {name}: the file name must end in .png or .svg</source>
        <translation>无法导出 {name}：文件名必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <source>the width must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>宽度必须是 {least} 到 {most} 之间的整数（像素），不能是 {value}</translation>
    </message>
    <message>
        <source>the height must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>高度必须是 {least} 到 {most} 之间的整数（像素），不能是 {value}</translation>
    </message>
    <message>
        <source>the scale must be a number from {least} to {most}, such as 1, 1.5 or 2, not {value}</source>
        <translation>缩放比例必须是 {least} 到 {most} 之间的数（如 1、1.5 或 2），不能是 {value}</translation>
    </message>
    <message>
        <source>{width} × {height} pixels is too large an image: at most {most} pixels</source>
        <translation>{width} × {height} 像素的图像太大：最多 {most} 像素</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>SVG drawing, %1 (vector: the scale does not apply)</source>
        <translation>SVG 绘图，%1（矢量图：缩放不适用）</translation>
    </message>
    <message>
        <source>PNG image, %1 pixels</source>
        <translation>PNG 图片，%1 像素</translation>
    </message>
    <message>
        <source>%1 (%2 at %3×)</source>
        <comment>PNG image, … (1,000 × 760 at 2×)</comment>
        <translation>%1（%2，%3 倍）</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>导出牌桌</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>&amp;Keep the board&apos;s proportions</source>
        <translation>保持牌桌比例(&amp;K)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Device pixel ratio: 2 gives a picture twice as sharp for HiDPI screens</source>
        <translation>设备像素比：2 可为 HiDPI 屏幕生成两倍清晰的图片</translation>
    </message>
    <message>
        <source>&amp;Caption with the deal number</source>
        <translation>标注牌局编号(&amp;C)</translation>
    </message>
    <message>
        <source>A small caption naming the deal, in a corner free of cards</source>
        <translation>在没有牌的角落加上标注牌局的小字</translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation>图片尺寸</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>牌桌：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>缩放：</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>图片：</translation>
    </message>
    <message>
        <source>&amp;As shown: %1</source>
        <translation>按显示(&amp;A)：%1</translation>
    </message>
    <message>
        <source>The &amp;deal&apos;s start</source>
        <translation>牌局的开始(&amp;D)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 绘图 (*.svg)</translation>
    </message>
</context>
<context>
    <name>FactsTexts</name>
    <message>
        <source>No solution: the solver tried every position</source>
        <translation>无解：求解器已尝试所有局面</translation>
    </message>
    <message>
        <source>The solver gave up</source>
        <translation>求解器已放弃</translation>
    </message>
    <message>
        <source>solver gave up</source>
        <translation>求解器放弃</translation>
    </message>
    <message>
        <source>Badge: the moves of the solution found, coloured by difficulty:</source>
        <translation>标签：所找到解法的步数，颜色表示难度：</translation>
    </message>
    <message>
        <source>A thumbnail&apos;s badge shows the moves of the solution the catalogue found (with safe autoplay). Its colour is the deal&apos;s difficulty band, from the solver&apos;s effort and the solution&apos;s length, whatever the number of moves: the bands of Go → Random deal by difficulty. A count made by another engine, whose difficulty is on another scale, stays grey. Point at a thumbnail for its facts.</source>
        <translation>缩略图上的标签显示目录所找到解法的步数（使用安全自动移牌）。颜色表示牌局的难度等级，由求解器的搜索量和解法长度得出，与步数多少无关：与“转到 → 按难度随机牌局”的等级相同。由其他引擎计算的步数，其难度采用另一种标度，标签保持灰色。将鼠标指向缩略图可查看详情。</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>牌局 %1</translation>
    </message>
    <message>
        <source>Not in the catalogue</source>
        <translation>不在目录中</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (with safe autoplay)</source>
        <translation>
            <numerusform>%n 步可解（使用安全自动移牌）</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>有解</translation>
    </message>
    <message numerus="yes">
        <source>Shortest solution found: %n move(s)</source>
        <translation>
            <numerusform>找到的最短解法：%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty: %1 (%2)</source>
        <translation>难度：%1（%2）</translation>
    </message>
    <message>
        <source>Difficulty: %1, on another engine&apos;s scale (no colour)</source>
        <translation>难度：%1（其他引擎的标度，不着色）</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>引擎：%1</translation>
    </message>
    <message>
        <source>Shortest by: %1</source>
        <translation>最短解法来自：%1</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} does not exist</source>
        <translation>无法写入 {path}：文件夹 {folder} 不存在</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a folder</source>
        <translation>无法写入 {path}：这是一个文件夹</translation>
    </message>
    <message>
        <source>cannot write {path}: that names a folder, not a file</source>
        <translation>无法写入 {path}：这指的是文件夹，而不是文件</translation>
    </message>
    <message>
        <source>cannot write {path}: permission denied</source>
        <translation>无法写入 {path}：权限被拒绝</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} is not writable</source>
        <translation>无法写入 {path}：文件夹 {folder} 不可写</translation>
    </message>
    <message>
        <source>the file name is empty: name a file</source>
        <translation>文件名为空：请指定一个文件</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>这是{kind}，不是普通文件</translation>
    </message>
    <message>
        <source>it is a link to {target}, {kind}, not a regular file</source>
        <translation>这是指向 {target} 的链接，那是{kind}，不是普通文件</translation>
    </message>
    <message>
        <source>it is a link to {target}, whose folder does not exist</source>
        <translation>这是指向 {target} 的链接，其所在文件夹不存在</translation>
    </message>
    <message>
        <source>it is a link that cannot be followed: {reason}</source>
        <translation>这是无法追踪的链接：{reason}</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>一个设备</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>一个 FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>一个特殊文件</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>Paste a layout: eight cascades, one a line, top card first (fc-solve&apos;s format),
the seven rows of the deal, or just the first cards dealt, e.g. the top row:

7D AD 5C 3S 5S 8C 2D AH

Enter searches; Shift+Enter starts a new line.</source>
        <translation>粘贴布局：八列，每行一列，最上面的牌在前（fc-solve 格式），
牌局的七行，或只是最先发出的牌，例如最上面一行：

7D AD 5C 3S 5S 8C 2D AH

按 Enter 搜索；Shift+Enter 换行。</translation>
    </message>
    <message>
        <source>These matches are for an earlier layout: press Enter to search this one.</source>
        <translation>这些结果属于之前的布局：按 Enter 搜索当前布局。</translation>
    </message>
    <message>
        <source>Find deal by layout</source>
        <translation>按布局查找牌局</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Matching deals</source>
        <translation>符合的牌局</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Cancel search</source>
        <translation>取消搜索(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Show deal</source>
        <translation>显示牌局(&amp;S)</translation>
    </message>
    <message>
        <source>Show all in &amp;gallery</source>
        <translation>全部在图库中显示(&amp;G)</translation>
    </message>
    <message>
        <source>Type or paste at least two cards.</source>
        <translation>请输入或粘贴至少两张牌。</translation>
    </message>
    <message>
        <source>one card matches about %1 deals: give at least 2 cards</source>
        <translation>一张牌约匹配 %1 个牌局：请至少提供 2 张牌</translation>
    </message>
    <message>
        <source>search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
</context>
<context>
    <name>FindTexts</name>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a whole deal</source>
        <comment>%1: 52 cards</comment>
        <translation>%1 — 整个牌局</translation>
    </message>
    <message>
        <source>%1 — the top row</source>
        <comment>%1: 8 cards</comment>
        <translation>%1 — 最上面一行</translation>
    </message>
    <message numerus="yes">
        <source>%1 — the top %n row(s)</source>
        <comment>%1: 16 cards</comment>
        <translation>
            <numerusform>%1 — 最上面 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — the first cards dealt</source>
        <comment>%1: 3 cards</comment>
        <translation>%1 — 最先发出的牌</translation>
    </message>
    <message numerus="yes">
        <source> (about %Ln deal(s) will match)</source>
        <translation>
            <numerusform>（约有 %Ln 个牌局符合）</numerusform>
        </translation>
    </message>
    <message>
        <source>no deal matches</source>
        <translation>没有符合的牌局</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) match</source>
        <translation>
            <numerusform>%Ln 个牌局符合</numerusform>
        </translation>
    </message>
    <message>
        <source> (the first %1 are listed: give more cards)</source>
        <translation>（仅列出前 %1 个：请提供更多牌）</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>已取消搜索</translation>
    </message>
    <message numerus="yes">
        <source>search cancelled (%Ln deal(s) found so far)</source>
        <translation>
            <numerusform>已取消搜索（已找到 %Ln 个牌局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching all %1 deals…</source>
        <translation>正在搜索全部 %1 个牌局…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) found</source>
        <translation>
            <numerusform>已找到 %Ln 个牌局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Finder</name>
    <message>
        <source>no cards: give at least the first card dealt</source>
        <translation>没有牌：请至少提供最先发出的那张牌</translation>
    </message>
    <message>
        <source>{count} cards: a deal has {most}</source>
        <translation>{count} 张牌：一个牌局只有 {most} 张</translation>
    </message>
    <message>
        <source>the layout holds the same card twice</source>
        <translation>布局中有重复的牌</translation>
    </message>
    <message>
        <source>one card matches about {count} deals: give at least 2 cards</source>
        <translation>一张牌约匹配 {count} 个牌局：请至少提供 2 张牌</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>%1 moves</source>
        <extracomment>A count whose difficulty is on another engine&apos;s scale: no band, no colour.</extracomment>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>Nothing is catalogued yet: Game → Build catalogue… finds each deal&apos;s verdict and moves, to show here and to filter by.</source>
        <translation>尚未编目：游戏 → 建立目录… 会求出每个牌局的结论和步数，显示在这里并可据此筛选。</translation>
    </message>
    <message>
        <source>No catalogued deal matches this filter.</source>
        <translation>没有已编目的牌局符合此筛选条件。</translation>
    </message>
    <message>
        <source>Go to deal %1</source>
        <translation>转到牌局 %1</translation>
    </message>
    <message>
        <source>The deal catalogue cannot be used: %1</source>
        <translation>无法使用牌局目录：%1</translation>
    </message>
</context>
<context>
    <name>GalleryFilter</name>
    <message>
        <source>Any verdict</source>
        <translation>任意结论</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>有解</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>Solver gave up</source>
        <translation>求解器已放弃</translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation>结论(&amp;V)：</translation>
    </message>
    <message>
        <source>Moves at &amp;least:</source>
        <translation>最少步数(&amp;L)：</translation>
    </message>
    <message>
        <source>at &amp;most:</source>
        <translation>最多(&amp;M)：</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>&amp;All deals</source>
        <translation>全部牌局(&amp;A)</translation>
    </message>
    <message>
        <source>At least %1 moves is more than at most %2: this filter is not applied</source>
        <translation>最少 %1 步大于最多 %2 步：此筛选未应用</translation>
    </message>
    <message>
        <source>Not yet &amp;won</source>
        <translation>仅未赢过(&amp;W)</translation>
    </message>
    <message>
        <source>Leave out the deals you have won (your record of games)</source>
        <translation>不显示你已赢过的牌局（依据你的对局记录）</translation>
    </message>
</context>
<context>
    <name>GalleryTexts</name>
    <message numerus="yes">
        <source>%Ln catalogued deal(s) match</source>
        <translation>
            <numerusform>%Ln 个已编目的牌局符合</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The finder&apos;s matches: %Ln deal(s)</source>
        <translation>
            <numerusform>查找结果：%Ln 个牌局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>FreeCell</source>
        <translation>空当接龙</translation>
    </message>
    <message>
        <source>No solution exists for this deal</source>
        <translation>此牌局无解</translation>
    </message>
    <message>
        <source>Dou Dizhu</source>
        <translation>斗地主</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <comment>a range of deals</comment>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a game&apos;s title and its range of deals</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Solution on %1</source>
        <translation>%1 上有解法</translation>
    </message>
    <message>
        <source>Published solutions cover %1</source>
        <translation>已发布的解法涵盖 %1</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <comment>%1: a game&apos;s title, %2: the deal&apos;s number</comment>
        <translation>%1 牌局 %2</translation>
    </message>
</context>
<context>
    <name>HandPlay</name>
    <message>
        <source>The board shows a solution being played back: Undo (Ctrl+Z) returns to your game</source>
        <translation>牌桌正在播放解法：撤销 (Ctrl+Z) 可返回您的牌局</translation>
    </message>
    <message>
        <source>The game is won already</source>
        <translation>本局已经获胜</translation>
    </message>
    <message>
        <source>%1: playing on from here</source>
        <translation>%1：从这里继续</translation>
    </message>
    <message>
        <source>No solution from here: our search tried every position</source>
        <translation>从此处无解：本程序搜索已尝试所有局面</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>本程序快速搜索在 %1 个局面后放弃</translation>
    </message>
    <message>
        <source>The solution stopped: %1</source>
        <translation>解法已停止：%1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>系统语言（%1）</translation>
    </message>
</context>
<context>
    <name>LayoutOffer</name>
    <message numerus="yes">
        <source>The text pasted is a deal&apos;s layout (%n card(s)), not moves.</source>
        <translation>
            <numerusform>粘贴的文本是一个牌局的布局（%n 张牌），不是走法。</numerusform>
        </translation>
    </message>
    <message>
        <source>Find deal by layout can tell which deal it is.</source>
        <translation>“按布局查找牌局”可以告诉你这是哪个牌局。</translation>
    </message>
    <message>
        <source>&amp;Find its deal</source>
        <translation>查找牌局(&amp;F)</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>{token} is not a card (expected a rank A 2-9 T/10 J Q K and a suit C D H S or ♣♦♥♠)</source>
        <extracomment>Two-character codes in index order: CARD_CODES[0] == &quot;AC&quot;, CARD_CODES[51] == &quot;KS&quot;.</extracomment>
        <translation>{token} 不是一张牌（应为点数 A 2-9 T/10 J Q K 加花色 C D H S 或 ♣♦♥♠）</translation>
    </message>
    <message>
        <source>no cards found: expected a layout such as &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos;</source>
        <translation>未找到牌：应为类似 &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos; 的布局</translation>
    </message>
    <message>
        <source>row {number}</source>
        <translation>第 {number} 行</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>第 {number} 行</translation>
    </message>
    <message>
        <source>incomplete layout: {count} of the {most} cascades; missing: {long} of 7 cards and {short} of 6 (a deal has four of each). Or give the first cards dealt, such as the top row</source>
        <translation>布局不完整：只有 {most} 列中的 {count} 列；缺少 7 张牌的 {long} 列和 6 张牌的 {short} 列（一局牌各有四列）。或者给出最先发出的牌，例如最上面一行</translation>
    </message>
    <message>
        <source>not valid JSON: {error}</source>
        <translation>不是有效的 JSON：{error}</translation>
    </message>
    <message>
        <source>JSON layout must be an array of rows (or an object with &quot;rows&quot;)</source>
        <translation>JSON 布局必须是由行组成的数组（或带有 &quot;rows&quot; 的对象）</translation>
    </message>
    <message>
        <source>{where}: JSON cards must be strings such as &quot;JD&quot;</source>
        <translation>{where}：JSON 中的牌必须是类似 &quot;JD&quot; 的字符串</translation>
    </message>
    <message>
        <source>{where}, token {position}: {token} is not a card</source>
        <translation>{where}，第 {position} 项：{token} 不是一张牌</translation>
    </message>
    <message>
        <source>{where}, token {position}: duplicate card {card} (first at {first}, token {first_position})</source>
        <translation>{where}，第 {position} 项：牌 {card} 重复（首次出现在{first}，第 {first_position} 项）</translation>
    </message>
    <message>
        <source>{where}: more than {most} cascades</source>
        <translation>{where}：超过 {most} 列</translation>
    </message>
    <message>
        <source>cascade {number}</source>
        <translation>第 {number} 列</translation>
    </message>
    <message>
        <source>{where}: inconsistent cascade lengths: cascade {cascade} has {count} cards, but {total} dealt cards give it {expected}</source>
        <translation>{where}：各列长度不一致：第 {cascade} 列有 {count} 张牌，但发出 {total} 张牌时它应有 {expected} 张</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open on %1</source>
        <translation>在 %1 上打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>在网上打开(&amp;O)</translation>
    </message>
    <message>
        <source>Copied deal %1 as %2 text</source>
        <translation>已将牌局 %1 复制为文本（%2）</translation>
    </message>
    <message>
        <source>Exported deal %1 to %2</source>
        <translation>已将牌局 %1 导出到 %2</translation>
    </message>
    <message>
        <source>Could not open a browser for %1</source>
        <translation>无法为 %1 打开浏览器</translation>
    </message>
    <message>
        <source>The deal catalogue is not used: %1</source>
        <translation>未使用牌局目录：%1</translation>
    </message>
    <message>
        <source>A damaged row of the deal catalogue is not used: %1</source>
        <translation>未使用牌局目录中已损坏的一行：%1</translation>
    </message>
    <message>
        <source>Your games are not recorded: %1</source>
        <translation>你的对局未被记录：%1</translation>
    </message>
</context>
<context>
    <name>MatchList</name>
    <message>
        <source>published solution</source>
        <translation>已发布解法</translation>
    </message>
    <message>
        <source>no solution exists</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未发布</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
</context>
<context>
    <name>MoveField</name>
    <message>
        <source>Type moves: 8a 57 3h … Enter plays them</source>
        <translation>输入移动：8a 57 3h … 按 Enter 执行</translation>
    </message>
    <message>
        <source>Moves in standard notation: 1-8 columns, a-d free cells, h home; Enter plays them</source>
        <translation>标准记法的移动：1-8 为列，a-d 为空当，h 为回收单元；按 Enter 执行</translation>
    </message>
    <message>
        <source>Moves to play</source>
        <translation>要执行的移动</translation>
    </message>
</context>
<context>
    <name>MoveRules</name>
    <message>
        <source>{reason} (after safe autoplay: a solution that lists every move home needs autoplay none)</source>
        <extracomment>Moves tried in all before an ambiguous solution is given up (each try is one apply).</extracomment>
        <translation>{reason}（在安全自动移牌之后：列出所有移到回收单元步骤的解法需要关闭自动移牌）</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} 或 {second}</translation>
    </message>
    <message>
        <source>{card} cannot go on {onto} (it takes {takes})</source>
        <translation>{card} 不能放在 {onto} 上（可放的牌：{takes}）</translation>
    </message>
    <message>
        <source>{place} is not a place (columns 1-8, free cells a-d, home h)</source>
        <translation>{place} 不是一个位置（列 1-8，空当 a-d，回收单元 h）</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count}</source>
        <translation>一步移动 1 到 {most} 张牌，不能是 {count} 张</translation>
    </message>
    <message>
        <source>the source and the destination are the same</source>
        <translation>起点和终点相同</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>回收单元中的牌不能移出</translation>
    </message>
    <message>
        <source>column {column} is empty</source>
        <translation>第 {column} 列是空的</translation>
    </message>
    <message>
        <source>cards go home one at a time, not {count}</source>
        <translation>牌只能一张一张移到回收单元，不能一次 {count} 张</translation>
    </message>
    <message>
        <source>a free cell holds one card, not {count}</source>
        <translation>一个空当只能放一张牌，不能放 {count} 张</translation>
    </message>
    <message>
        <source>free cell {cell} is occupied</source>
        <translation>空当 {cell} 已被占用</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>不再接受任何牌</translation>
    </message>
    <message>
        <source>{card} cannot go home: the {suit} foundation takes {wanted} next</source>
        <translation>{card} 不能移到回收单元：{suit}回收单元下一张应为 {wanted}</translation>
    </message>
    <message>
        <source>free cell {cell} is empty</source>
        <translation>空当 {cell} 是空的</translation>
    </message>
    <message>
        <source>a card cannot move from one free cell to another</source>
        <translation>牌不能从一个空当移到另一个空当</translation>
    </message>
    <message>
        <source>nothing movable in column {column} fits on {onto} (it takes {takes})</source>
        <translation>第 {column} 列中可移动的牌都不能放在 {onto} 上（可放的牌：{takes}）</translation>
    </message>
    <message>
        <source>the bottom {count} cards of column {column} are not one sequence in alternating colours</source>
        <translation>第 {column} 列最下面的 {count} 张牌不是红黑相间的一个序列</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>不能一次移动 {count} 张牌：(空的空当 + 1) × 2^(空列) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns, not counting the destination) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>不能一次移动 {count} 张牌：(空的空当 + 1) × 2^(空列，不计目标列) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message numerus="yes">
        <source>column {column} holds only %Ln card(s)</source>
        <translation>
            <numerusform>第 {column} 列只有 %Ln 张牌</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>`{token}`: {reason}</source>
        <extracomment>A parsed move whose count the text leaves to the position (see :class:`Move`). Location name → index: columns 0–7, free cells 8–11, home 12.</extracomment>
        <translation>`{token}`：{reason}</translation>
    </message>
    <message>
        <source>move {number} `{token}`: {reason}</source>
        <translation>第 {number} 步 `{token}`：{reason}</translation>
    </message>
    <message>
        <source>not a move in standard notation (two of 1-8 columns, a-d free cells, h home, as in 8a, 87 or 3h; fc-solve&apos;s 75v3 gives a count)</source>
        <translation>不是标准记法的移动（由两个位置组成：1-8 为列，a-d 为空当，h 为回收单元，如 8a、87 或 3h；fc-solve 的 75v3 带张数）</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count} (hexadecimal)</source>
        <translation>一步移动 1 到 {most} 张牌，不能是 {count}（十六进制）张</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>the text is too long to paste: {count} characters, at most {most} (freecell replay and freecell find read longer files)</source>
        <translation>文本太长，无法粘贴：{count} 个字符，最多 {most} 个（freecell replay 和 freecell find 可读取更长的文件）</translation>
    </message>
    <message numerus="yes">
        <source>this is a deal&apos;s layout (%Ln card(s)), not moves</source>
        <translation>
            <numerusform>这是一个牌局的布局（%Ln 张牌），不是走法</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Places</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Deal catalogue</source>
        <translation>牌局目录</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
</context>
<context>
    <name>PlaybackActions</name>
    <message>
        <source>Copy the moves without those autoplay makes, as freecellgamesolutions.com writes</source>
        <translation>复制不含自动移牌的移动，格式同 freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Copy every move, foundation moves included, as fc-solve writes</source>
        <translation>复制每一步（包括移到回收单元的移动），格式同 fc-solve</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停（空格）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>List each sequence move as the single-card moves it stands for, through the free cells and empty columns</source>
        <translation>将每个序列移动显示为它所代表的单张移动，经由空当和空列</translation>
    </message>
</context>
<context>
    <name>PlaybackDock</name>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
</context>
<context>
    <name>PlaybackPanel</name>
    <message>
        <source>Solution moves</source>
        <translation>解法步骤</translation>
    </message>
</context>
<context>
    <name>PlaybackSpeed</name>
    <message>
        <source>Slow (1 move/s)</source>
        <extracomment>Offered delays between two moves while playing, in milliseconds, with their menu labels. The labels are marked for lupdate and translated where shown (controls.py).</extracomment>
        <translation>慢（每秒 1 步）</translation>
    </message>
    <message>
        <source>Normal (2 moves/s)</source>
        <translation>正常（每秒 2 步）</translation>
    </message>
    <message>
        <source>Fast (4 moves/s)</source>
        <translation>快（每秒 4 步）</translation>
    </message>
    <message>
        <source>Very fast (10 moves/s)</source>
        <translation>很快（每秒 10 步）</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
</context>
<context>
    <name>PlaybackTexts</name>
    <message>
        <source> · autoplay off: the text lists every move</source>
        <translation> · 自动移牌关闭：文本列出了每一步</translation>
    </message>
    <message>
        <source> · autoplay max: every card that may go home goes</source>
        <translation> · 最大自动移牌：凡是能移到回收单元的牌都会移过去</translation>
    </message>
    <message>
        <source> · autoplay safe: the text leaves out the moves home</source>
        <translation> · 安全自动移牌：文本省略了移到回收单元的移动</translation>
    </message>
    <message>
        <source>%1 — playback stops before it (%2)</source>
        <comment>%1: why a move is illegal</comment>
        <translation>%1 — 播放在此步之前停止（%2）</translation>
    </message>
    <message>
        <source> · solved</source>
        <translation> · 已解决</translation>
    </message>
    <message>
        <source> · the deal is not solved at the end</source>
        <translation> · 结束时牌局未解决</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start: deal %1</source>
        <translation>开始：牌局 %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n move(s)</source>
        <translation>
            <numerusform>已复制 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: made by autoplay after move %2</source>
        <translation>%1：第 %2 步之后的自动移牌</translation>
    </message>
    <message numerus="yes">
        <source>, %n by the solver</source>
        <translation>
            <numerusform>，求解器走了 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played by hand and by the solver (%n move(s), in italics): %1</source>
        <translation>
            <numerusform>手动与求解器共同进行（求解器的 %n 步为斜体）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Made by the solver: Continue from here (Shift+F5)</source>
        <translation>求解器走的：从这里继续（Shift+F5）</translation>
    </message>
    <message numerus="yes">
        <source>Won in %1: %n move(s) by you</source>
        <translation>
            <numerusform>用时 %1 获胜：你走了 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %1 with %n move(s)</source>
        <translation>
            <numerusform>用时 %1，%n 步获胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform>（+ 自动移牌 %n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it, a click goes back to one</source>
        <translation>Ctrl+Z 撤销一步，Shift+Ctrl+Z 重做，单击可回到某一步</translation>
    </message>
    <message>
        <source>Played by hand: %1</source>
        <translation>手动进行：%1</translation>
    </message>
    <message>
        <source>No deal to play the solution on</source>
        <translation>没有可播放解法的牌局</translation>
    </message>
    <message>
        <source>Step %1 of %2 of %3: one card at a time, through the free cells and empty columns</source>
        <translation>%3 的第 %1 步（共 %2 步）：经由空当和空列，一次一张</translation>
    </message>
    <message>
        <source> · autoplay waits for the last step: max autoplay would send home a card they uncover</source>
        <translation> · 自动移牌等到最后一步：最大自动移牌会把这些步骤露出的牌送回收牌区</translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>foundations: {token} is not a suit and a rank such as H-5 or C-A</source>
        <translation>回收单元：{token} 不是类似 H-5 或 C-A 的花色和点数</translation>
    </message>
    <message>
        <source>free cells: {count} entries, but there are only {most}</source>
        <translation>空当：有 {count} 项，但只有 {most} 个空当</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>空当</translation>
    </message>
    <message>
        <source>{where}: {reason}</source>
        <translation>{where}：{reason}</translation>
    </message>
    <message>
        <source>{cards} appear(s) more than once</source>
        <translation>{cards} 出现了不止一次</translation>
    </message>
    <message>
        <source>{cards} also on the foundations</source>
        <translation>{cards} 也在回收单元中</translation>
    </message>
    <message>
        <source>more than {most} columns</source>
        <translation>超过 {most} 列</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>第 {number} 列</translation>
    </message>
    <message>
        <source>{count} columns, but a position has {most}</source>
        <translation>有 {count} 列，但一个局面有 {most} 列</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) missing: {cards}</source>
        <translation>
            <numerusform>缺少 %Ln 张牌：{cards}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>cannot use {path} as the record of your games: {reason}</source>
        <translation>无法将 {path} 用作你的对局记录：{reason}</translation>
    </message>
    <message>
        <source>cannot read the record of your games {path}: {reason}</source>
        <translation>无法读取你的对局记录 {path}：{reason}</translation>
    </message>
    <message>
        <source>{path} is not a record of games (not an SQLite database); it was left unchanged</source>
        <translation>{path} 不是对局记录（不是 SQLite 数据库）；未作任何更改</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a record of games; it was left unchanged</source>
        <translation>{path} 是其他程序的 SQLite 数据库，不是对局记录；未作任何更改</translation>
    </message>
    <message>
        <source>{path} is the record of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} 是较新版本 freecell-gui 的对局记录（结构 {version}，本版本读取 {reads}）；未作任何更改</translation>
    </message>
    <message>
        <source>{path} is a damaged record of games ({reason}); it was left unchanged</source>
        <translation>{path} 是已损坏的对局记录（{reason}）；未作任何更改</translation>
    </message>
    <message>
        <source>cannot create the record of your games {path}: {reason}</source>
        <translation>无法创建你的对局记录 {path}：{reason}</translation>
    </message>
    <message>
        <source>cannot open the record of your games {path}: {reason}</source>
        <translation>无法打开你的对局记录 {path}：{reason}</translation>
    </message>
    <message>
        <source>cannot write to the record of your games {path}: {reason}</source>
        <translation>无法写入你的对局记录 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings will not be remembered: %1 cannot be written</source>
        <translation>设置将不会被保存：无法写入 %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Previous / next deal (board)</source>
        <translation>上一个 / 下一个牌局（牌桌）</translation>
    </message>
    <message>
        <source>1000 deals back / on (board)</source>
        <translation>后退 / 前进 1000 个牌局（牌桌）</translation>
    </message>
    <message>
        <source>Previous / next deal (deal box)</source>
        <translation>上一个 / 下一个牌局（编号框）</translation>
    </message>
    <message>
        <source>1000 deals back / on (deal box)</source>
        <translation>后退 / 前进 1000 个牌局（编号框）</translation>
    </message>
    <message>
        <source>First / last deal (deal box)</source>
        <translation>第一个 / 最后一个牌局（编号框）</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>输入牌局编号</translation>
    </message>
    <message>
        <source>Walk over the piles, choose, cancel (board)</source>
        <translation>在牌堆间移动、选择、取消（牌桌）</translation>
    </message>
    <message>
        <source>, mouse wheel</source>
        <translation>、鼠标滚轮</translation>
    </message>
    <message>
        <source>digits, then %1</source>
        <translation>数字，然后按 %1</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Board and deal box</source>
        <translation>牌桌和编号框</translation>
    </message>
    <message>
        <source>Search actions and keys</source>
        <translation>搜索操作和按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>SolutionExport</name>
    <message>
        <source>Export solution</source>
        <translation>导出解法</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>SolutionText</name>
    <message>
        <source>no moves in the text (expected standard notation such as 8a 8b 87 a2 3h)</source>
        <translation>文本中没有移动（应为标准记法，如 8a 8b 87 a2 3h）</translation>
    </message>
</context>
<context>
    <name>SolveBar</name>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>Solution menu</source>
        <translation>解法菜单</translation>
    </message>
</context>
<context>
    <name>SolvingTexts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n by autoplay</source>
        <translation>
            <numerusform> + 自动移牌 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>max autoplay</source>
        <translation>最大自动移牌</translation>
    </message>
    <message>
        <source>autoplay off</source>
        <translation>自动移牌关闭</translation>
    </message>
    <message>
        <source>safe autoplay</source>
        <translation>安全自动移牌</translation>
    </message>
    <message numerus="yes">
        <source>Shortened to %n move(s)</source>
        <translation>
            <numerusform>缩短到 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable in %n move(s)</source>
        <translation>
            <numerusform>有解，%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>The catalogue&apos;s search gave up after %1 positions</source>
        <translation>目录的搜索在 %1 个局面后放弃</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>本程序快速搜索在 %1 个局面后放弃</translation>
    </message>
    <message>
        <source>Our search gave up after %1 positions</source>
        <translation>本程序搜索在 %1 个局面后放弃</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>our search tried every position</source>
        <translation>本程序搜索已尝试所有局面</translation>
    </message>
    <message>
        <source>our quick search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本程序快速搜索，%1</translation>
    </message>
    <message>
        <source>our search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本程序搜索，%1</translation>
    </message>
    <message>
        <source>Click to solve the deal and play the solution</source>
        <translation>单击可求解该牌局并播放解法</translation>
    </message>
    <message>
        <source>%1, as freecellgamesolutions.com counts them</source>
        <translation>%1，按 freecellgamesolutions.com 的算法</translation>
    </message>
    <message>
        <source>Click to play it in the solution panel</source>
        <translation>单击可在解法面板中播放</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>正在求解…</translation>
    </message>
    <message>
        <source>The solver failed</source>
        <translation>求解器出错</translation>
    </message>
    <message numerus="yes">
        <source>Our search&apos;s solution: %n move(s)</source>
        <translation>
            <numerusform>本程序搜索的解法：%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform>（+ 自动移牌 %n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>our quick search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本程序快速搜索，%1，%2 秒</translation>
    </message>
    <message>
        <source>our search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本程序搜索，%1，%2 秒</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>已取消搜索</translation>
    </message>
    <message>
        <source>Solving cancelled</source>
        <translation>已取消求解</translation>
    </message>
    <message>
        <source>No solution: our search tried every position</source>
        <translation>无解：本程序搜索已尝试所有局面</translation>
    </message>
    <message>
        <source>Gave up: our search found no solution in %1 s</source>
        <translation>已放弃：本程序搜索在 %1 秒内未找到解法</translation>
    </message>
    <message>
        <source>Solving the position…</source>
        <translation>正在求解当前局面…</translation>
    </message>
    <message>
        <source>Solving deal %1…</source>
        <translation>正在求解牌局 %1…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
    <message numerus="yes">
        <source>a shorter one (%n move(s)) is ready: go to the start to see it</source>
        <translation>
            <numerusform>更短的解法（%n 步）已就绪：回到开始即可查看</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solver…</source>
        <translation>正在准备求解器…</translation>
    </message>
    <message>
        <source>looking for a shorter one…</source>
        <translation>正在寻找更短的解法…</translation>
    </message>
    <message>
        <source>shown with %1 until our search finds one with %2…</source>
        <translation>以%1显示，直到本程序搜索找到%2的解法…</translation>
    </message>
    <message>
        <source>the shortest our search found</source>
        <translation>本程序搜索找到的最短解法</translation>
    </message>
    <message>
        <source>our search found none shorter</source>
        <translation>本程序搜索未找到更短的解法</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Your games are recorded in %1</source>
        <translation>你的对局记录在 %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>已赢</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Fewest known</source>
        <translation>已知最少</translation>
    </message>
    <message>
        <source>counted as freecellgamesolutions.com counts: autoplay&apos;s moves home apart</source>
        <translation>按 freecellgamesolutions.com 的方式计数：自动移牌回收的步数另计</translation>
    </message>
    <message>
        <source>The fewest moves known to solve the deal, from the deal catalogue (Game → Build catalogue…), %1</source>
        <translation>已知解开该牌局的最少步数，来自牌局目录（游戏 → 生成牌局目录…），%1</translation>
    </message>
    <message>
        <source>Games begun on this deal</source>
        <translation>在此牌局开始的对局</translation>
    </message>
    <message>
        <source>Games won without the solver&apos;s moves</source>
        <translation>未借助求解器步骤而赢的对局</translation>
    </message>
    <message>
        <source>Your fewest moves in a win, %1</source>
        <translation>你赢局中的最少步数，%1</translation>
    </message>
    <message>
        <source>Your fastest win</source>
        <translation>你最快的胜局</translation>
    </message>
    <message>
        <source>%1 (%2 under way)</source>
        <translation>%1（%2 局进行中）</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>已玩对局：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>已赢：</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>胜率：</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>当前连胜：</translation>
    </message>
    <message>
        <source>Longest streak:</source>
        <translation>最长连胜：</translation>
    </message>
    <message>
        <source>Finished by the solver:</source>
        <translation>由求解器完成：</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1, by %2</source>
        <comment>moves, by a solver</comment>
        <translation>%1，由 %2 得出</translation>
    </message>
</context>
<context>
    <name>TextPane</name>
    <message>
        <source>Rows with suit symbols</source>
        <translation>按行（花色符号）</translation>
    </message>
    <message>
        <source>Rows with suit letters</source>
        <translation>按行（花色字母）</translation>
    </message>
    <message>
        <source>Columns, one cascade a line</source>
        <translation>按列（每行一列）</translation>
    </message>
    <message>
        <source>Hands with suit symbols</source>
        <translation>按手牌（花色符号）</translation>
    </message>
    <message>
        <source>Position, as fc-solve writes it</source>
        <translation>局面（fc-solve 的格式）</translation>
    </message>
    <message>
        <source>Deal as text</source>
        <translation>牌局文本</translation>
    </message>
    <message>
        <source>Text format of the pane and of Copy</source>
        <translation>面板及复制所用的文本格式</translation>
    </message>
    <message>
        <source>Text format</source>
        <translation>文本格式</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>步</translation>
    </message>
</context>
<context>
    <name>WinnableTexts</name>
    <message>
        <source>Still winnable? The solver failed</source>
        <translation>还能赢吗？求解器出错</translation>
    </message>
    <message>
        <source>Still winnable? Judging…</source>
        <translation>还能赢吗？正在判断…</translation>
    </message>
    <message numerus="yes">
        <source>Winnable: %n move(s) from here</source>
        <translation>
            <numerusform>能赢：从此处还需 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Still winnable? Not known: our quick search gave up after %1 positions</source>
        <translation>还能赢吗？未知：本程序快速搜索在 %1 个局面后放弃</translation>
    </message>
    <message>
        <source>Not winnable: this deal has no solution</source>
        <translation>不能赢：此牌局无解</translation>
    </message>
    <message>
        <source>No longer winnable: move %1 (%2) lost it</source>
        <translation>已不能赢：第 %1 步 (%2) 输掉了本局</translation>
    </message>
    <message>
        <source>No longer winnable · looking for the move that lost it…</source>
        <translation>已不能赢 · 正在查找输掉本局的那一步…</translation>
    </message>
    <message>
        <source>No longer winnable: it could be won from the deal&apos;s start</source>
        <translation>已不能赢：从牌局开始时是能赢的</translation>
    </message>
    <message>
        <source>No longer winnable: it could still be won after move %1</source>
        <translation>已不能赢：第 %1 步之后还能赢</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>已不能赢</translation>
    </message>
    <message>
        <source>our quick search</source>
        <translation>本程序快速搜索</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>our search</source>
        <translation>本程序搜索</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>回到那里</translation>
    </message>
    <message>
        <source>Go back there: undo to the last position from which the game could be won</source>
        <translation>回到那里：撤销到最后一个还能赢的局面</translation>
    </message>
    <message>
        <source>Whether this game can still be won, judged by our search after each move</source>
        <translation>本局是否还能赢，由本程序搜索在每步之后判断</translation>
    </message>
    <message>
        <source>the next move of the shortest solution known</source>
        <translation>已知最短解法的下一步</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: the solver failed</source>
        <translation>经验法则给出的一步：求解器出错</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move, while the solver looks for one</source>
        <translation>经验法则给出的一步（求解器仍在查找）</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: no solution from here</source>
        <translation>经验法则给出的一步：从此处无解</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: our search found no solution</source>
        <translation>经验法则给出的一步：本程序搜索未找到解法</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move</source>
        <translation>经验法则给出的一步</translation>
    </message>
</context>
<context>
    <name>WonMoment</name>
    <message>
        <source>Well played!</source>
        <translation>干得漂亮！</translation>
    </message>
    <message>
        <source>A click or any key goes on</source>
        <translation>单击或按任意键继续</translation>
    </message>
</context>
</TS>
